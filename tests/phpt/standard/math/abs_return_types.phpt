--TEST--
abs keeps ints as ints
--FILE--
<?php
var_dump(abs(-5), abs(5), abs(0), abs(-5.0), abs("5"), abs(" -3"));
--EXPECT--
int(5)
int(5)
int(0)
float(5)
int(5)
int(3)
