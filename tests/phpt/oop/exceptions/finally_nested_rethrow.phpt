--TEST--
Nested try/finally with an exception passing through every level
--FILE--
<?php
function f() {
    try {
        try { throw new Exception('deep'); }
        finally { echo "inner finally\n"; }
    } catch (Exception $e) {
        echo "caught ", $e->getMessage(), "\n";
        throw new RuntimeException('rethrown', 5, $e);
    } finally {
        echo "outer finally\n";
    }
}
try { f(); } catch (Exception $e) {
    echo get_class($e), ' ', $e->getCode(), ' prev=', $e->getPrevious()->getMessage(), "\n";
}
--EXPECT--
inner finally
caught deep
outer finally
RuntimeException 5 prev=deep
