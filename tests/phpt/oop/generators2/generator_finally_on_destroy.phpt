--TEST--
finally blocks run when an unfinished generator is destroyed
--FILE--
<?php
function g() {
    try {
        try { yield 1; } finally { echo "inner finally\n"; }
        yield 2;
    } finally { echo "outer finally\n"; }
}
$gen = g();
$gen->current();
$gen = null;
echo "---\n";
$gen = g();
$gen->next();
unset($gen);
echo "end\n";
--EXPECT--
inner finally
outer finally
---
inner finally
outer finally
end
