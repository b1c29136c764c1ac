--TEST--
fmod by zero returns NAN
--FILE--
<?php
var_dump(fmod(1, 0));
var_dump(fmod(INF, 2));
var_dump(fmod(2, INF));
--EXPECT--
float(NAN)
float(NAN)
float(2)
