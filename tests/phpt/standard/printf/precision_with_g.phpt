--TEST--
sprintf %g with precision zero
--FILE--
<?php
var_dump(sprintf('%.0g', 1234.5));
var_dump(sprintf('%.0g', 0.5));
--EXPECT--
string(6) "1.0e+3"
string(3) "0.5"
