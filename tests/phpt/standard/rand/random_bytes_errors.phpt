--TEST--
random_bytes errors
--FILE--
<?php
try { random_bytes(0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { random_bytes(-5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { random_bytes("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { random_bytes(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
random_bytes(): Argument #1 ($length) must be greater than 0
random_bytes(): Argument #1 ($length) must be greater than 0
random_bytes(): Argument #1 ($length) must be of type int, string given
random_bytes() expects exactly 1 argument, 0 given
