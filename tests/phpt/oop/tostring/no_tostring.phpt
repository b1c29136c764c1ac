--TEST--
Objects without __toString in string context
--FILE--
<?php
class N {}
try { echo new N; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $s = 'a' . new N; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { strlen(new N); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $s = (string) new N; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(new N == 'x');
--EXPECT--
Error: Object of class N could not be converted to string
Error: Object of class N could not be converted to string
TypeError: strlen(): Argument #1 ($string) must be of type string, N given
Error: Object of class N could not be converted to string
bool(false)
