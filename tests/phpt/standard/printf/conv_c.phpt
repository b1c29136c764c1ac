--TEST--
sprintf %c character
--FILE--
<?php
var_dump(sprintf('%c', 65));
var_dump(sprintf('%c%c%c', 80, 72, 80));
var_dump(bin2hex(sprintf('%c', 256 + 66)));
var_dump(sprintf('%5c', 65));
--EXPECT--
string(1) "A"
string(3) "PHP"
string(2) "42"
string(1) "A"
