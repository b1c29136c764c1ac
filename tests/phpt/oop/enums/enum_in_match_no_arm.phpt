--TEST--
unhandled enum case in match throws UnhandledMatchError naming the case
--FILE--
<?php
enum E { case A; case B; }
try { echo match(E::B) { E::A => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
enum F: string { case X = 'x'; }
try { echo match(F::X) { }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Unhandled match case of type E
Unhandled match case of type F
