--TEST--
serialize of a Closure throws
--FILE--
<?php
try { serialize(function () {}); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { serialize(["k" => fn() => 1]); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Exception: Serialization of 'Closure' is not allowed
Serialization of 'Closure' is not allowed
