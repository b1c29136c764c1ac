--TEST--
a cycle through an array property is collected
--FILE--
<?php
class H { public $items = []; function __destruct() { echo "H destroyed\n"; } }
$h = new H;
$h->items[] = $h;
$h->items['again'] = $h;
unset($h);
echo "collected: ", gc_collect_cycles() > 0 ? "yes" : "no", "\n";
--EXPECT--
collected: H destroyed
yes
