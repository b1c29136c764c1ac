--TEST--
preg_quote escapes every special character
--FILE--
<?php
var_dump(preg_quote('.\\+*?[^]$(){}=!<>|:-#'));
--EXPECT--
string(42) "\.\\\+\*\?\[\^\]\$\(\)\{\}\=\!\<\>\|\:\-\#"
