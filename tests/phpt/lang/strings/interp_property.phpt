--TEST--
Property interpolation on stdClass-like objects
--FILE--
<?php
$o = (object)['p' => 'prop', 'q' => (object)['r' => 'inner']];
echo "$o->p\n";
echo "$o->p->q\n";
echo "{$o->q->r}\n";
--EXPECT--
prop
prop->q
inner
