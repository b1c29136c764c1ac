--TEST--
pure enums have no from/tryFrom and no value
--FILE--
<?php
enum P { case A; }
var_dump(method_exists(P::class, 'from'), method_exists(P::class, 'cases'));
try { P::from('A'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo P::A->value; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
bool(false)
bool(true)
Call to undefined method P::from()

Warning: Undefined property: P::$value in %s on line 5
