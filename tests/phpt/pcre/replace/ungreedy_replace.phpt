--TEST--
the U modifier in a replacement
--FILE--
<?php
var_dump(preg_replace('/<.+>/U', '[]', '<a><b>'));
var_dump(preg_replace('/<.+>/', '[]', '<a><b>'));
--EXPECT--
string(4) "[][]"
string(2) "[]"
