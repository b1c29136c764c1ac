--TEST--
a string without special characters is unchanged
--FILE--
<?php
var_dump(preg_quote('abc XYZ 123 _'));
var_dump(preg_quote(''));
--EXPECT--
string(13) "abc XYZ 123 _"
string(0) ""
