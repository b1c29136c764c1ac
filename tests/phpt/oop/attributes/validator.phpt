--TEST--
a validator driven by property attributes
--FILE--
<?php
#[Attribute(Attribute::TARGET_PROPERTY)] class Required {}
#[Attribute(Attribute::TARGET_PROPERTY)] class MaxLen { public function __construct(public int $max) {} }
#[Attribute(Attribute::TARGET_PROPERTY)] class Range { public function __construct(public int $min, public int $max) {} }
class Signup {
  #[Required] #[MaxLen(5)] public string $user = 'toolongname';
  #[Range(min: 18, max: 99)] public int $age = 12;
  #[Required] public ?string $email = null;
  public $notes = '';
}
function validate(object $o): array {
  $errors = [];
  foreach ((new ReflectionObject($o))->getProperties() as $p) {
    $v = $p->getValue($o);
    foreach ($p->getAttributes() as $a) {
      $rule = $a->newInstance();
      $ok = match (true) {
        $rule instanceof Required => $v !== null && $v !== '',
        $rule instanceof MaxLen => strlen($v) <= $rule->max,
        $rule instanceof Range => $v >= $rule->min && $v <= $rule->max,
      };
      if (!$ok) $errors[] = $p->getName() . ' fails ' . $a->getName();
    }
  }
  return $errors;
}
print_r(validate(new Signup));
?>
--EXPECT--
Array
(
    [0] => user fails MaxLen
    [1] => age fails Range
    [2] => email fails Required
)
