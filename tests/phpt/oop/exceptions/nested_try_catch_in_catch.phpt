--TEST--
try/catch inside a catch block and inside finally
--FILE--
<?php
try { throw new Exception('a'); }
catch (Exception $e) {
    try { throw new Exception('b'); } catch (Exception $e2) { echo "inner ", $e2->getMessage(), "\n"; }
    echo "outer ", $e->getMessage(), "\n";
} finally {
    try { throw new Exception('c'); } catch (Exception $e3) { echo "in finally ", $e3->getMessage(), "\n"; }
}
--EXPECT--
inner b
outer a
in finally c
