--TEST--
sprintf %f %e %d with INF and NAN
--FILE--
<?php
var_dump(sprintf('%f', INF));
var_dump(sprintf('%f', -INF));
var_dump(sprintf('%f', NAN));
var_dump(sprintf('%e', INF));
var_dump(sprintf('%10.2f|', INF));
--EXPECT--
string(3) "INF"
string(3) "INF"
string(3) "NaN"
string(3) "INF"
string(4) "INF|"
