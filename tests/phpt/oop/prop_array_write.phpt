--TEST--
write into array property
--FILE--
<?php
class A { public $a = []; }
$o = new A; $o->a[1] = 2; $o->a[] = 3; $o->a['x']['y'] = 4; print_r($o->a);
--EXPECT--
Array
(
    [1] => 2
    [2] => 3
    [x] => Array
        (
            [y] => 4
        )

)
