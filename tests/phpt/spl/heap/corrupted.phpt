--TEST--
SplHeap corruption after a throwing compare
--FILE--
<?php
class H extends SplHeap {
    protected function compare($a, $b): int {
        if ($a === 99) throw new Exception("bad compare");
        return $a <=> $b;
    }
}
$h = new H;
$h->insert(1); $h->insert(99);
try { $h->insert(2); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($h->isCorrupted(), count($h));
try { $h->top(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $h->extract(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $h->insert(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$h->recoverFromCorruption();
var_dump($h->isCorrupted());
?>
--EXPECT--
Exception: bad compare
bool(true)
int(3)
RuntimeException: Heap is corrupted, heap properties are no longer ensured.
RuntimeException: Heap is corrupted, heap properties are no longer ensured.
RuntimeException: Heap is corrupted, heap properties are no longer ensured.
bool(false)
