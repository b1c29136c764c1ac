--TEST--
negative halves round away from zero
--FILE--
<?php
var_dump(round(-0.5), round(-1.5), round(-2.5), round(-2.45, 1), round(-2.55, 1));
--EXPECT--
float(-1)
float(-2)
float(-3)
float(-2.5)
float(-2.6)
