--TEST--
isset() on ArrayObject/ArrayIterator elements: a null element is not set, offsetExists() still says the key exists; a subclass overriding offsetExists decides itself
--FILE--
<?php
$ao = new ArrayObject(['a' => null, 'b' => 0, 'c' => '', 5 => null, 6 => false]);
foreach (['a', 'b', 'c', 'd', 5, 6, '5', 5.0, true] as $k) {
    echo var_export($k, true), ': isset=', var_export(isset($ao[$k]), true),
        ' empty=', var_export(empty($ao[$k]), true),
        ' exists=', var_export($ao->offsetExists($k), true),
        ' coalesce=', var_export($ao[$k] ?? 'dflt', true), "\n";
}
$it = new ArrayIterator([null, 1]);
var_dump(isset($it[0]), isset($it[1]), isset($it[2]));
var_dump(array_key_exists('a', $ao->getArrayCopy()));
class Mine extends ArrayObject {
    function offsetExists($k): bool { echo "offsetExists($k)\n"; return parent::offsetExists($k); }
}
$m = new Mine(['x' => null, 'y' => 2]);
var_dump(isset($m['x']), isset($m['y']), isset($m['z']), empty($m['x']), empty($m['y']));
class Plain extends ArrayObject {}
$p = new Plain(['x' => null]);
var_dump(isset($p['x']));
$o = new stdClass; $o->p = null; $o->q = 1;
$w = new ArrayObject($o);
var_dump(isset($w['p']), isset($w['q']));
$nested = new ArrayObject(['in' => ['k' => null, 'j' => 1]]);
var_dump(isset($nested['in']['k']), isset($nested['in']['j']));
--EXPECT--
'a': isset=false empty=true exists=true coalesce='dflt'
'b': isset=true empty=true exists=true coalesce=0
'c': isset=true empty=true exists=true coalesce=''
'd': isset=false empty=true exists=false coalesce='dflt'
5: isset=false empty=true exists=true coalesce='dflt'
6: isset=true empty=true exists=true coalesce=false
'5': isset=false empty=true exists=true coalesce='dflt'
5.0: isset=false empty=true exists=true coalesce='dflt'
true: isset=false empty=true exists=false coalesce='dflt'
bool(false)
bool(true)
bool(false)
bool(true)
offsetExists(x)
offsetExists(y)
offsetExists(z)
offsetExists(x)
offsetExists(y)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
