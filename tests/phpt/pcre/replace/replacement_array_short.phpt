--TEST--
fewer replacements than patterns: the rest become empty
--FILE--
<?php
var_dump(preg_replace(['/a/', '/b/', '/c/'], ['1'], 'abcabc'));
--EXPECT--
string(2) "11"
