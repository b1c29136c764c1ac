--TEST--
min and max with NAN depend on argument order
--FILE--
<?php
var_dump(max(NAN, 1));
var_dump(max(1, NAN));
var_dump(min(NAN, 1));
var_dump(min(1, NAN));
--EXPECT--
int(1)
float(NAN)
float(NAN)
int(1)
