--TEST--
exceptions thrown from __toString propagate
--FILE--
<?php
class S { function __toString(): string { throw new RuntimeException("nope"); } }
try { echo new S; } catch (RuntimeException $e) { echo "caught ", $e->getMessage(), "\n"; }
try { $x = "a" . new S; } catch (RuntimeException $e) { echo "caught again\n"; }
--EXPECT--
caught nope
caught again
