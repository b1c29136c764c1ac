--TEST--
send() resumes the generator and becomes the value of yield
--FILE--
<?php
function logger() {
    while (true) {
        $msg = yield;
        if ($msg === null) return 'done';
        echo "log: $msg\n";
    }
}
$l = logger();
$l->send('one');
$l->send('two');
$l->send(null);
var_dump($l->valid(), $l->getReturn());
--EXPECT--
log: one
log: two
bool(false)
string(4) "done"
