--TEST--
ten nested buffers flushed at the end
--FILE--
<?php
for ($i = 0; $i < 10; $i++) {
    ob_start(function ($b) use ($i) { return "$i($b)"; });
    echo $i;
}
--EXPECT--
0(01(12(23(34(45(56(67(78(89(9))))))))))
