--TEST--
sprintf + flag forces a sign
--FILE--
<?php
var_dump(sprintf('%+d', 5));
var_dump(sprintf('%+d', -5));
var_dump(sprintf('%+d', 0));
var_dump(sprintf('%+.1f', 2.25));
var_dump(sprintf('%+s', 'x'));
var_dump(sprintf('%+05d', 7));
--EXPECT--
string(2) "+5"
string(2) "-5"
string(2) "+0"
string(4) "+2.2"
string(1) "x"
string(5) "+0007"
