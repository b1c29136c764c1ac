--TEST--
An exception thrown in finally replaces the pending one and chains it
--FILE--
<?php
try {
    try { throw new Exception('first'); }
    finally { throw new Exception('second'); }
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
    echo $e->getPrevious() ? $e->getPrevious()->getMessage() : 'no previous', "\n";
}
--EXPECT--
second
first
