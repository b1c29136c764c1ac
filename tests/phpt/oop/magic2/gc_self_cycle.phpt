--TEST--
an object referencing itself is collected by gc_collect_cycles, not by unset
--FILE--
<?php
class S { public $self; function __destruct() { echo "gone\n"; } }
$s = new S; $s->self = $s;
unset($s);
echo "unset done\n";
gc_collect_cycles();
echo "end\n";
--EXPECT--
unset done
gone
end
