--TEST--
sprintf %s with various types
--FILE--
<?php
var_dump(sprintf('%s', 'abc'));
var_dump(sprintf('%s', 42));
var_dump(sprintf('%s', 1.0));
var_dump(sprintf('%s', 0.1 + 0.2));
var_dump(sprintf('%s', true));
var_dump(sprintf('%s', false));
var_dump(sprintf('%s', null));
--EXPECT--
string(3) "abc"
string(2) "42"
string(1) "1"
string(3) "0.3"
string(1) "1"
string(0) ""
string(0) ""
