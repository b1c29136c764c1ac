--TEST--
var_export of strings with NUL bytes
--FILE--
<?php
var_export("a\0b");
echo "\n";
--EXPECT--
'a' . "\0" . 'b'
