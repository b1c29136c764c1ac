--TEST--
abs argument errors
--FILE--
<?php
try { abs("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { abs([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
abs(): Argument #1 ($num) must be of type int|float, string given
abs(): Argument #1 ($num) must be of type int|float, array given
