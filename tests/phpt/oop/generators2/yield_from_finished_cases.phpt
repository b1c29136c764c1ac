--TEST--
yield from a generator that already finished (returned, ended by an exception, or never yielded) throws an Error; a started one is delegated to
--FILE--
<?php
function inner() { yield 1; return 'ret'; }
function thrower() { yield 1; throw new Exception('x'); }
function plain() { yield 1; }
function outer($i) { $r = yield from $i; var_dump($r); yield 'after'; }
$t = thrower();
try { foreach ($t as $_) {} } catch (Exception $e) { echo "caught\n"; }
try { foreach (outer($t) as $v) var_dump($v); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$p = plain(); foreach ($p as $_) {}
try { foreach (outer($p) as $v) var_dump($v); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$g = inner(); $g->current();
foreach (outer($g) as $v) var_dump($v);
function noyield() { return 5; yield; }
$n = noyield(); $n->current();
try { foreach (outer($n) as $v) var_dump($v); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$m = noyield();
foreach (outer($m) as $v) var_dump($v);
--EXPECT--
caught
Generator passed to yield from was aborted without proper return and is unable to continue
Generator passed to yield from was aborted without proper return and is unable to continue
int(1)
string(3) "ret"
string(5) "after"
Generator passed to yield from was aborted without proper return and is unable to continue
int(5)
string(5) "after"
