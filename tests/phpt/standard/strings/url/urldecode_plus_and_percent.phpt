--TEST--
urldecode of plus signs and bad percents
--FILE--
<?php
var_dump(urldecode("%2B+%20%"), rawurldecode("%2B+%20%G0"), urldecode("%%%41"));
--EXPECT--
string(4) "+  %"
string(6) "++ %G0"
string(3) "%%A"
