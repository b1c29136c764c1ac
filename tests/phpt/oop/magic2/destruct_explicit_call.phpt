--TEST--
calling __destruct explicitly does not destroy the object
--FILE--
<?php
class D { public $n = 0; function __destruct() { $this->n++; echo "dtor {$this->n}\n"; } }
$d = new D;
$d->__destruct();
echo "still here: ", $d->n, "\n";
$d = null;
echo "done\n";
--EXPECT--
dtor 1
still here: 1
dtor 2
done
