--TEST--
round with an unknown mode rounds half up
--FILE--
<?php
var_dump(round(2.5, 0, 99));
--EXPECT--
float(3)
