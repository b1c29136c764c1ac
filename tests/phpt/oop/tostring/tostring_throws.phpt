--TEST--
An exception thrown by __toString propagates
--FILE--
<?php
class T { function __toString(): string { throw new RuntimeException('no string'); } }
try { echo new T; } catch (RuntimeException $e) { echo 'caught ', $e->getMessage(), "\n"; }
try { strlen(new T); } catch (RuntimeException $e) { echo 'caught ', $e->getMessage(), "\n"; }
try { $x = 'a' . new T; } catch (RuntimeException $e) { echo 'caught ', $e->getMessage(), "\n"; }
--EXPECT--
caught no string
caught no string
caught no string
