--TEST--
property access on non-objects: warnings and errors
--FILE--
<?php
$i = 5; $s = "str"; $n = null; $arr = [];
var_dump($i->p, $s->p, $arr->p);
try { $n->p = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $i->p = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $n->m(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $s->m(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--

Warning: Attempt to read property "p" on int in %s on line 3

Warning: Attempt to read property "p" on string in %s on line 3

Warning: Attempt to read property "p" on array in %s on line 3
NULL
NULL
NULL
Attempt to assign property "p" on null
Attempt to assign property "p" on int
Call to a member function m() on null
Call to a member function m() on string
