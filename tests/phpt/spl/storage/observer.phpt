--TEST--
SplObserver and SplSubject
--FILE--
<?php
class Subject implements SplSubject {
    private $observers;
    public $state = 0;
    function __construct() { $this->observers = new SplObjectStorage; }
    function attach(SplObserver $o): void { $this->observers->attach($o); }
    function detach(SplObserver $o): void { $this->observers->detach($o); }
    function notify(): void { foreach ($this->observers as $o) $o->update($this); }
}
class Obs implements SplObserver {
    function __construct(public string $name) {}
    function update(SplSubject $s): void { echo $this->name, " sees ", $s->state, "\n"; }
}
$s = new Subject;
$a = new Obs("a"); $b = new Obs("b");
$s->attach($a); $s->attach($b);
$s->state = 5; $s->notify();
$s->detach($a);
$s->state = 6; $s->notify();
?>
--EXPECT--
a sees 5
b sees 5
b sees 6
