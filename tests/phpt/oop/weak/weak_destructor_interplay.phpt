--TEST--
Destructors that touch a WeakMap while entries are being removed; resurrection keeps a WeakReference alive
--FILE--
<?php
class K { public static $m; function __destruct() { echo "K dtor, count=", count(self::$m), "\n"; self::$m[new stdClass] = 'x'; } }
class V { function __destruct() { echo "V dtor\n"; unset(K::$m[K::$m->getIterator()->key() ?? new stdClass]); } }
K::$m = new WeakMap;
$k = new K;
K::$m[$k] = new V;
$k2 = new K;
K::$m[$k2] = $k2;
unset($k);
echo "after\n";
$wr = WeakReference::create($k2);
unset($k2);
var_dump($wr->get() !== null, count(K::$m));
class Self_ { function __destruct() { global $keep; $keep = $this; echo "resurrected\n"; } }
$s = new Self_; $w = WeakReference::create($s); unset($s);
var_dump($w->get() instanceof Self_);
$keep = null;
var_dump($w->get());
echo "end\n";
--EXPECT--
K dtor, count=2
V dtor
after
K dtor, count=0
bool(false)
int(0)
resurrected
bool(true)
NULL
end
