--TEST--
trig functions need numbers
--FILE--
<?php
foreach (['sin', 'cos', 'tan', 'asinh', 'acosh', 'atanh'] as $f) { try { $f("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
--EXPECT--
sin(): Argument #1 ($num) must be of type float, string given
cos(): Argument #1 ($num) must be of type float, string given
tan(): Argument #1 ($num) must be of type float, string given
asinh(): Argument #1 ($num) must be of type float, string given
acosh(): Argument #1 ($num) must be of type float, string given
atanh(): Argument #1 ($num) must be of type float, string given
