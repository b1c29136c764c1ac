--TEST--
A catch clause with several types
--FILE--
<?php
class A extends Exception {} class B extends Exception {} class C extends Exception {}
foreach ([new A, new B, new C, new TypeError] as $ex) {
    try {
        try { throw $ex; }
        catch (A | B $e) { echo 'A|B caught ', get_class($e), "\n"; }
        catch (C | TypeError $e) { echo 'C|TypeError caught ', get_class($e), "\n"; }
    } catch (Throwable $t) { echo "outer\n"; }
}
--EXPECT--
A|B caught A
A|B caught B
C|TypeError caught C
C|TypeError caught TypeError
