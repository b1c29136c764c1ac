--TEST--
return from try inside a loop still runs finally once
--FILE--
<?php
function f() {
    foreach ([1, 2, 3] as $i) {
        try { if ($i == 2) return $i; }
        finally { echo "finally $i\n"; }
    }
}
var_dump(f());
--EXPECT--
finally 1
finally 2
int(2)
