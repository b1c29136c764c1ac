--TEST--
Builtin function TypeError messages
--FILE--
<?php
try { strlen([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { str_repeat("x", "y"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { str_repeat("x", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(strlen(123), strlen(1.5), strlen(true));
--EXPECT--
strlen(): Argument #1 ($string) must be of type string, array given
str_repeat(): Argument #2 ($times) must be of type int, string given
str_repeat(): Argument #2 ($times) must be greater than or equal to 0
int(3)
int(3)
int(1)
