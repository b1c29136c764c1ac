--TEST--
Nested objects with __serialize inside arrays and properties
--FILE--
<?php
class Inner { public function __construct(public $v = null) {} public function __serialize(): array { return ['v' => $this->v]; } public function __unserialize(array $d): void { $this->v = "restored {$d['v']}"; } }
class Outer { public $list; public $one; }
$o = new Outer; $o->list = [new Inner(1), new Inner(2)]; $o->one = new Inner(3);
$s = serialize($o);
echo $s, "\n";
print_r(unserialize($s));
--EXPECT--
O:5:"Outer":2:{s:4:"list";a:2:{i:0;O:5:"Inner":1:{s:1:"v";i:1;}i:1;O:5:"Inner":1:{s:1:"v";i:2;}}s:3:"one";O:5:"Inner":1:{s:1:"v";i:3;}}
Outer Object
(
    [list] => Array
        (
            [0] => Inner Object
                (
                    [v] => restored 1
                )

            [1] => Inner Object
                (
                    [v] => restored 2
                )

        )

    [one] => Inner Object
        (
            [v] => restored 3
        )

)
