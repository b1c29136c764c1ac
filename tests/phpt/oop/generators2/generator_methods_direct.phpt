--TEST--
Generator::send, current, key, next and valid called as methods, as first-class callables and through callable arrays, with a missing argument.
--FILE--
<?php
function g() { $x = yield 1; echo "got $x\n"; $y = yield 2; echo "got $y\n"; return 3; }
$gen = g();
try { $gen->send(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
var_dump($gen->current());
$send = $gen->send(...);
var_dump($send("a"));
var_dump($gen->send("b"));
var_dump($gen->valid(), $gen->getReturn());
$h = g();
var_dump($h->key(), $h->current());
$h->next();
var_dump($h->key(), $h->current(), $h->valid());
$r = [$h, 'send'];
var_dump($r("z"));
var_dump(call_user_func([$h, 'valid']));
--EXPECT--
Generator::send() expects exactly 1 argument, 0 given
int(1)
got a
int(2)
got b
NULL
bool(false)
int(3)
int(0)
int(1)
got 
int(1)
int(2)
bool(true)
got z
NULL
bool(false)
