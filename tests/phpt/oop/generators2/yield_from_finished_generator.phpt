--TEST--
yield from a generator already consumed by foreach throws an Error
--FILE--
<?php
function inner() { yield 1; return 'ret'; }
$i = inner();
foreach ($i as $_) {}
function outer($i) { $r = yield from $i; var_dump($r); yield 'after'; }
foreach (outer($i) as $v) var_dump($v);
--EXPECTF--

Fatal error: Uncaught Error: Generator passed to yield from was aborted without proper return and is unable to continue in %s:5
Stack trace:
#0 %s(6): outer(Object(Generator))
#1 {main}
  thrown in %s on line 5
