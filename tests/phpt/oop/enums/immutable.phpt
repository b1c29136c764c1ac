--TEST--
enum cases cannot be modified, cloned or instantiated
--FILE--
<?php
enum E: int { case A = 1; }
try { $x = E::A; $x->value = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = E::A; $x->foo = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone E::A; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new E; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $n = 'E'; new $n; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot modify readonly property E::$value
Cannot create dynamic property E::$foo
Trying to clone an uncloneable object of class E
Cannot instantiate enum E
Cannot instantiate enum E
