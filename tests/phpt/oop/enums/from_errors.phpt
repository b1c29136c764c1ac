--TEST--
from() errors: missing value, wrong type, coercion rules
--FILE--
<?php
enum S: string { case A = 'a'; case One = '1'; }
enum I: int { case One = 1; }
try { S::from('x'); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { I::from(9); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { I::from('abc'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(I::from('1'), I::tryFrom(1.0), S::from(1));
try { I::from(1.5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { I::tryFrom(null); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
ValueError: "x" is not a valid backing value for enum S
9 is not a valid backing value for enum I
TypeError: I::from(): Argument #1 ($value) must be of type int, string given
enum(I::One)
enum(I::One)
enum(S::One)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 8

Deprecated: I::tryFrom(): Passing null to parameter #1 ($value) of type string|int is deprecated in %s on line 9
