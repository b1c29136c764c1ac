--TEST--
A try/catch inside a finally block does not lose the pending exception
--FILE--
<?php
function f() {
    try { throw new Exception('P'); }
    finally { try { throw new Exception('X'); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; } }
}
try { f(); } catch (Exception $e) { echo "outer ", $e->getMessage(), " prev=", var_export($e->getPrevious(), true), "\n"; }
function g() {
    foreach ([1, 2] as $i) {
        try {
            try { throw new Exception("a$i"); }
            finally { echo "f1 $i\n"; }
        } catch (Exception $e) { echo "c ", $e->getMessage(), "\n"; }
        finally { echo "f2 $i\n"; }
    }
    try { return 'r'; } finally { try { throw new Exception('in fin'); } catch (Exception $e) { echo "fin caught\n"; } }
}
var_dump(g());
--EXPECT--
caught X
outer P prev=NULL
f1 1
c a1
f2 1
f1 2
c a2
f2 2
fin caught
string(1) "r"
