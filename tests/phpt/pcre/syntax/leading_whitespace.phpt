--TEST--
whitespace before the delimiter is skipped
--FILE--
<?php
var_dump(preg_match("  \n\t\r\v\f/a/", 'a'));
--EXPECT--
int(1)
